import { reconciliationTexts } from '@quiz/shared/i18n/reconciliation';
import type { TextsLike } from '../i18n/sections';
import type { reconciliationEn } from './texts.en';

/** Textes de l'écran de rapprochement (resources.reconciliation), chargés avec lui. */
const reconciliationFr: TextsLike<typeof reconciliationEn> = {
  source: 'Relevé de',
  sources: {
    mtn_momo: 'MTN Mobile Money',
    orange_money: 'Orange Money',
    notch_pay: 'Notch Pay',
  },
  import: 'Importer un relevé',
  imported: 'Relevé importé\u00a0: %{lines} lignes lues, %{skipped} lignes non lues.',
  known: 'Ce relevé a déjà été importé\u00a0: rien n’a changé.',
  import_failed: "Le relevé n'a pas pu être importé\u00a0: %{reason}",
  reasons: {
    file: "le fichier n'est pas un relevé CSV ou XLSX, ou il est trop lourd.",
    columns: 'une colonne attendue manque (%{column}).',
    other: 'réessayez.',
  },
  empty: 'Rien à rapprocher sur ces jours.',
  failed: "Le rapprochement n'a pas pu être chargé.",
  export: 'Exporter le rapprochement du jour',
  export_failed: "L'export a échoué.",
  only_one_day: 'Choisissez un seul jour pour l’exporter.',
  counts: '%{matched} concordants, %{differences} écarts',
  columns: {
    kind: 'Constat',
    fields: 'Écart sur',
    ours: 'Notre commande',
    theirs: 'Leur paiement',
    resolution: 'Résolution',
  },
  kinds: reconciliationTexts.fr.kinds,
  fields: reconciliationTexts.fr.fields,
  imports: {
    title: 'Relevés importés',
    file: 'Fichier',
    source: 'Source',
    lines: 'Lignes lues',
    skipped: 'Lignes non lues',
    at: 'Importé le',
  },
  resolve: 'Marquer résolu',
  note: 'Note',
  save: 'Enregistrer',
  resolved: 'Résolu\u00a0: %{note}',
  saved: 'Marqué résolu.',
  save_failed: "La marque n'a pas pu être enregistrée.",
  title: 'Résoudre\u00a0: %{kind}',
};

export default reconciliationFr;
