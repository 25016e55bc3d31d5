import ts from 'typescript';

/*
 * Texts a view shows without a catalog (issue: bilingual completeness). The
 * views' JSX is walked with the TypeScript compiler: a text between tags, a
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
function stringsOf(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    // Each substitution stands as a digit: `resources.${kind}.title` stays key-shaped, `${a} · ${b}` no text.
    return [[node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('0')];
  if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node))
    return stringsOf(node.expression);
  if (ts.isConditionalExpression(node))
    return [...stringsOf(node.whenTrue), ...stringsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return stringsOf(node.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return [...stringsOf(node.left), ...stringsOf(node.right)];
  }
  return [];
}

/** The literal texts one .tsx source shows; `file` names it in the answer. */
export function literalTexts(file: string, source: string): LiteralText[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: LiteralText[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!needsCatalog(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const text of stringsOf(node.expression)) report(node, text);
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      for (const text of stringsOf(node.initializer)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
