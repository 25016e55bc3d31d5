import { auditFr } from '@quiz/shared/i18n/audit';
import type { TextsLike } from '../i18n/sections';
import type { auditScreenEn } from './texts.en';

/** Textes des écrans du journal d’audit (resources.audit), chargés avec eux. */
const auditScreenFr: TextsLike<typeof auditScreenEn> = {
  intro:
    'Chaque modification faite dans l’administration : qui, quand, sur quel élément et ce qui a changé. Ouvrez une ligne pour voir l’élément entier avant et après.',
  fields: {
    created_at: 'Date',
    manager: 'Gestionnaire',
    area: 'Domaine',
    action: 'Action',
    record: 'Élément',
    changes: 'Ce qui a changé',
    field: 'Champ',
    before: 'Avant',
    after: 'Après',
  },
  areas: auditFr.areas,
  actions: auditFr.actions,
  export: 'Exporter (.csv)',
  export_failed: 'L’export a échoué. Veuillez réessayer.',
  more: '+%{smart_count} autre champ |||| +%{smart_count} autres champs',
};

export default auditScreenFr;
