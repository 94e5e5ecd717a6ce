import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The messages and field names the domain's rules are written with, read from its source:
 * string and template literals given to zod as a message (`message:`, `required_error:`,
 * `.min(n, '…')`, `z.maxLength(n, '…')`, `.refine(check, '…')`…), to plainText as its words
 * (`required:`, `tooLong:`…), returned by an `errorMap`/`error` function, or kept in a
 * `…_MESSAGE` constant. A template literal's `${…}` parts come out as `*`.
 */

const domainRoot = join(import.meta.dirname, '../../../../../domain/src');
// Staff-only rules (the admin screens are English for now), and browser timing reports nobody reads.
// The papers only admins enter (safety/rider-papers.ts), the trip register and the fare table's
// bands and cancellation terms are staff-only too.
/** The shops' rules folder (a folder of domain/src, not the collection of the same name). */
const SHOP_RULES = 'shops';
const SKIPPED_FILES = new Set([
  'fare-bands.ts',
  'cancellation-terms.ts',
  'education-admin.ts',
  'dispatch.ts',
  'web-vitals.ts',
  'safety/rider-papers.ts',
  'trip-register.ts',
  // Adding staff and recording payouts are the admins'; the statement's days are picked from a calendar.
  ...['shop-staff.ts', 'shop-statement.ts'].map((file) => `${SHOP_RULES}/${file}`),
]);
/** Staff-only rules in a file whose other rules customers and riders meet: deposits and the cash screen's query. */
const SKIPPED_DECLARATIONS: Record<string, ReadonlySet<string>> = {
  'money.ts': new Set(['cashDepositSchema', 'cashQuerySchema']),
};

/** A staff-only declaration: its messages and labels are left out with the skipped files'. */
function skipped(file: string, node: ts.Node): boolean {
  return (
    ts.isVariableDeclaration(node) &&
    ts.isIdentifier(node.name) &&
    (SKIPPED_DECLARATIONS[file]?.has(node.name.text) ?? false)
  );
}

/** zod checks (classic and mini) whose string arguments are messages. */
const CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'finite',
  'uuid',
  'email',
  'url',
  'nonempty',
  'positive',
  'nonnegative',
  'minLength',
  'maxLength',
  'datetime',
]);
/** Properties whose value is a message: zod's and plainText's. */
const MESSAGE_PROPERTIES = new Set([
  'message',
  'required_error',
  'invalid_type_error',
  'error',
  'required',
  'notText',
  'tooShort',
  'tooLong',
  'badCharacters',
]);

/** A literal as a shape: its text, with `*` for each `${…}`. */
function shapeOf(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join('');
}

/** The messages an expression can evaluate to: through `??`, `? :`, parentheses and arrows. */
function messagesIn(node: ts.Node, into: string[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) into.push(node.text);
  else if (ts.isTemplateExpression(node)) into.push(shapeOf(node));
  else if (ts.isParenthesizedExpression(node)) messagesIn(node.expression, into);
  else if (ts.isConditionalExpression(node)) {
    messagesIn(node.whenTrue, into);
    messagesIn(node.whenFalse, into);
  } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    messagesIn(node.left, into);
    messagesIn(node.right, into);
  } else if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    if (ts.isBlock(node.body)) {
      const body = node.body;
      const visit = (child: ts.Node): void => {
        if (ts.isReturnStatement(child) && child.expression) messagesIn(child.expression, into);
        else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
      };
      ts.forEachChild(body, visit);
    } else messagesIn(node.body, into);
  } else if (ts.isObjectLiteralExpression(node)) {
    // `errorMap: () => ({ message })`: the property itself is found by the walk below.
  }
}

/** Functions that put a field's name (their first argument) into their messages. */
const LABELLED = new Set(['profileText', 'requiredText', 'textOf']);

/**
 * The folders of domain/src read beside its top level: the safety rules customers and riders meet,
 * and the shops' booking and upload rules their staff meet.
 */
const READ_FOLDERS = ['safety', SHOP_RULES];

function domainSources(): { mapped: ts.SourceFile; file: string }[] {
  const top = readdirSync(domainRoot);
  const nested = READ_FOLDERS.flatMap((folder) =>
    readdirSync(join(domainRoot, folder)).map((name) => `${folder}/${name}`),
  );
  return [...top, ...nested]
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !SKIPPED_FILES.has(name))
    .map((file) => ({
      file,
      mapped: ts.createSourceFile(
        file,
        readFileSync(join(domainRoot, file), 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      ),
    }));
}

/** The field names the messages are built with: plainText's `label`, and the first argument of the LABELLED functions. */
export function domainLabels(): string[] {
  const labels: string[] = [];
  for (const { mapped, file } of domainSources()) {
    const visit = (node: ts.Node): void => {
      if (skipped(file, node)) return;
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const [first] = node.arguments;
        if (LABELLED.has(node.expression.text) && first && ts.isStringLiteral(first)) {
          labels.push(first.text);
          // profileText names its field "Your name" in plainText's own messages.
          if (node.expression.text === 'profileText') labels.push(`Your ${first.text}`);
        }
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'label' &&
        ts.isStringLiteral(node.initializer) &&
        ts.isCallExpression(node.parent.parent) &&
        node.parent.parent.expression.getText() === 'plainText'
      ) {
        labels.push(node.initializer.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(mapped);
  }
  return labels;
}

export function domainMessages(): { message: string; file: string }[] {
  const found: { message: string; file: string }[] = [];
  for (const { mapped: source, file } of domainSources()) {
    const add = (node: ts.Node) => {
      const messages: string[] = [];
      messagesIn(node, messages);
      for (const message of messages) found.push({ message, file });
    };
    const visit = (node: ts.Node): void => {
      if (skipped(file, node)) return;
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        MESSAGE_PROPERTIES.has(node.name.text)
      ) {
        add(node.initializer);
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        if (CHECKS.has(node.expression.name.text) && node.expression.expression.getText() !== 'Math') {
          for (const argument of node.arguments) add(argument);
        }
      } else if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        (/_MESSAGE$/.test(node.name.text) || MESSAGE_PROPERTIES.has(node.name.text)) &&
        node.initializer
      ) {
        add(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
