import type { TermsData } from '@quiz/shared/contract';
import type { Language } from '@quiz/shared/types';
import { useState } from 'preact/hooks';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { useLang, useT } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { useTitle } from '../../lib/use-title';
import styles from '../help/Content.module.css';
import { ContentLanguage } from '../help/ContentLanguage';

export default function Terms() {
  const t = useT();
  const siteLang = useLang();
  const [lang, setLang] = useState<Language>(siteLang);
  const terms = useResource<TermsData>(api.content.terms(lang));
  useTitle('screens.terms');
  const data = terms.data;
  return (
    <article class={`page ${styles.page}`} lang={lang}>
      <ContentLanguage value={lang} onChange={setLang} />
      {terms.status === 'loading' && <Skeleton height={240} />}
      {terms.status === 'error' && <p role="alert">{t('content.load_failed')}</p>}
      {data && (
        <>
          <h1>{data.header.title}</h1>
          <p>{data.header.description}</p>
          <p>{data.header.definition.part_1}</p>
          <p>{data.header.definition.part_2}</p>
          {data.body.map((item) => (
            <section
              key={item.number}
              id={`article-${item.number}`}
              class={`card ${styles.section}`}
            >
              <h2>
                {item.number}. {item.title}
              </h2>
              <p>{item.specification}</p>
              {item.subParts.map((part, i) => (
                <div key={i} class={styles.sub}>
                  {part.title && <h3>{part.title}</h3>}
                  <p>{part.specification}</p>
                </div>
              ))}
            </section>
          ))}
        </>
      )}
    </article>
  );
}
