import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { Link } from 'wouter-preact';
import styles from './Section.module.css';

/** A titled block of a screen, with an optional see-all link beside the title. */
export function Section(props: {
  title: string;
  more?: { href: string; label: string };
  children: ComponentChildren;
}) {
  const id = useId();
  return (
    <section class={styles.section} aria-labelledby={id}>
      <div class={styles.head}>
        <h2 id={id}>{props.title}</h2>
        {props.more && (
          <Link class={styles.more} href={props.more.href}>
            {props.more.label}
          </Link>
        )}
      </div>
      {props.children}
    </section>
  );
}

/** The empty state of a list: a short sentence, never a blank space. */
export function Empty({ text }: { text: string }) {
  return <p class={styles.empty}>{text}</p>;
}
