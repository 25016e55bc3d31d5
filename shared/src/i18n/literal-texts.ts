import { type Node, parseSync, visitorKeys } from 'oxc-parser';

/*
 * Texts a view shows without a catalog (issue: bilingual completeness). The
 * views' JSX is walked with the oxc parser: a text between tags, a
 * string literal set as a child, and a string given to an attribute a person
 * reads or hears (aria-label, title, placeholder, alt, label...) are literal
 * texts, unless they hold no letter (numbers, symbols) or are allowed below.
 * Used by the tests only: the apps never load the compiler.
 */

/** The attributes whose text reaches the user, on screen or read aloud. */
export const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'helperText',
]);

/**
 * Texts allowed though literal, each for its reason. Brand and product names
 * read the same in French and English; so do the currency and the country's
 * calling code.
 */
export const ALLOWED_LITERALS = new Set([
  // Brands and payment operators: their own names in both languages.
  'Kahoot',
  'MTN',
  'MTN MoMo',
  'Orange Money',
  'Notch Pay',
  // The currency, as Cameroon writes it in both languages.
  'FCFA',
  'XAF',
  // Cameroon's trade register (OHADA): the same acronym in French and English.
  'RCCM',
]);

export interface LiteralText {
  file: string;
  line: number;
  text: string;
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

/**
 * A catalog key given where a text goes: react-admin translates its labels and
 * titles itself, and a few components take a key (or its last part) to
 * translate. Keys are lower-case identifiers, dotted; no text reads so.
 */
const isKey = (text: string) => /^[a-z][a-z0-9_]*(\.[A-Za-z0-9_]+)*$/.test(text);

/** A literal that needs a catalog: it has letters, is no key, and is not allowed as it is. */
const needsCatalog = (text: string) => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return hasLetter(trimmed) && !isKey(trimmed) && !ALLOWED_LITERALS.has(trimmed);
};

/**
 * The literal strings an expression may show: a string, a template's fixed
 * parts, either branch of a condition, the fallbacks of || and ??.
 */
function stringsOf(node: Node | null | undefined): string[] {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node.value] : [];
    case 'TemplateLiteral':
      // Each substitution stands as a digit: `resources.${kind}.title` stays key-shaped, `${a} · ${b}` no text.
      return [node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('0')];
    case 'JSXExpressionContainer':
    case 'ParenthesizedExpression':
      return stringsOf(node.expression);
    case 'ConditionalExpression':
      return [...stringsOf(node.consequent), ...stringsOf(node.alternate)];
    case 'LogicalExpression':
      if (node.operator === '&&') return stringsOf(node.right);
      return [...stringsOf(node.left), ...stringsOf(node.right)];
    default:
      return [];
  }
}

/** An attribute's name as written: `aria-label`, `title`. */
const attributeName = (node: Node & { type: 'JSXAttribute' }) =>
  node.name.type === 'JSXIdentifier'
    ? node.name.name
    : `${node.name.namespace.name}:${node.name.name.name}`;

/** The nodes directly under `node`, in source order. */
function childrenOf(node: Node): Node[] {
  const children: Node[] = [];
  for (const key of visitorKeys[node.type] ?? []) {
    const value = (node as unknown as Record<string, Node | Node[] | null>)[key];
    if (Array.isArray(value)) children.push(...value.filter(Boolean));
    else if (value) children.push(value);
  }
  return children;
}

/** The literal texts one .tsx source shows; `file` names it in the answer. */
export function literalTexts(file: string, source: string): LiteralText[] {
  const { program, errors } = parseSync(file, source, { lang: 'tsx' });
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const found: LiteralText[] = [];
  const report = (node: Node, text: string) => {
    if (!needsCatalog(text)) return;
    const line = source.slice(0, node.start).split('\n').length;
    found.push({ file, line, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: Node, parent: Node | null) => {
    if (node.type === 'JSXText') report(node, node.value);
    else if (
      node.type === 'JSXExpressionContainer' &&
      (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment')
    ) {
      for (const text of stringsOf(node.expression)) report(node, text);
    } else if (node.type === 'JSXAttribute' && READ_ATTRIBUTES.has(attributeName(node))) {
      for (const text of stringsOf(node.value)) report(node, text);
    }
    for (const child of childrenOf(node)) visit(child, node);
  };
  visit(program, null);
  return found;
}
