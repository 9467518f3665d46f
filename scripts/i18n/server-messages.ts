// The server's messages as its code writes them: every Chinese string that can reach a user in an
// answer's `m` or `d.errors`, keyed by its Simplified text with `{name}` where the code puts a value.
// `npm run i18n` lists the ones without an English entry; scripts/checks/i18n.test.ts fails on them.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where server-side code lives, and what of it never answers a request (tests, providers' fakes, demo data). */
const SOURCES = [/^packages\/contracts\/src\//, /^platform\/server\//, /^engines\/[^/]+\/(server|shared)\//, /^(engines|modules)\/[^/]+\/contract[\w-]*\.ts$/, /^modules\/[^/]+\/(server|shared)\//];
const NOT_ANSWERS = /\.test\.ts$|test-kit|[\w-]*fake[\w-]*\.ts$|\/test\/|\/seed\/|\/demo[\w-]*\.ts$|\/i18n\//;

/** Calls whose arguments are messages: refusals, the field builders (their labels) and zod's checks. */
const MESSAGE_CALLS = new Set([
  ...['AppError', 'refuse', 'fail', 'notFound', 'forbidden', 'rateLimited', 'invalid'],
  ...['text', 'optionalText', 'int', 'unixSeconds', 'url', 'flag', 'recordId', 'idList'],
  // The datasets engine's column builders: a column's title is in its messages (请填写学号).
  ...['textColumn', 'optionalTextColumn', 'choiceColumn', 'dateColumn', 'optionalDateColumn', 'timeColumn', 'moneyColumn', 'optionalMoneyColumn', 'integerColumn', 'optionalIntegerColumn'],
  ...['describe', 'min', 'max', 'length', 'regex', 'refine', 'superRefine', 'addIssue', 'nonempty', 'email', 'positive', 'nonnegative', 'gte', 'lte', 'custom'],
  // A rate limit's refusal, a form design's error at a path, a refusal's verb for people out of reach.
  ...['hit', 'at', 'requireWithinReach', 'resolveAudience', 'urlProblem'],
]);
/** In a contract file every Chinese string is a label or a message, except these: the reference's texts and default data. */
const NOT_MESSAGES_IN_CONTRACTS = new Set(['summary', 'description', 'label', 'name', 'title', 'checkTitle', 'checkDesc']);
/** A contract's call is `get(path, summary, …)` / `post(…)`: its second argument documents it. */
const CALL_BUILDERS = new Set(['get', 'post', 'getOrPost', 'defineCall', 'webhookEvent']);
const isContract = (file: string) => /^packages\/contracts\/|\/contract[\w-]*\.ts$/.test(file);
/** Properties whose values are messages: zod's `{ error }`, an issue's `message`, an envelope's `m`. */
const MESSAGE_PROPERTIES = new Set(['error', 'message', 'm']);

/** A constant (`CHECK_TAKEN`) or a variable or function named as a message (`waitMessage`). */
const MESSAGE_NAME = /^[A-Z_]+$|message|Message/;
/**
 * Chinese text, or a template whose only Chinese is its full-width punctuation (`{label}：{message}`,
 * which joins a field's name to its message); a bare separator (`'、'` of a join) is no message.
 */
const isChinese = (key: string) => /[\u4e00-\u9fff]/.test(key) || (key.includes('{') && /[\u3000-\u303f\uff00-\uffef]/.test(key));

/** The catalogue a message of `file` belongs in: its area's or engine's, else the platform's. */
export function catalogueOf(file: string): string {
  const unit = /^(modules|engines)\/([^/]+)\//.exec(file);
  return unit ? `${unit[1]}/${unit[2]}/i18n/server.en.json` : 'platform/server/i18n/server.en.json';
}

function sourceFiles(dir = ROOT, rel = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return sourceFiles(path.join(dir, entry.name), relPath);
    return relPath.endsWith('.ts') && SOURCES.some((re) => re.test(relPath)) && !NOT_ANSWERS.test(relPath) ? [relPath] : [];
  });
}

const calleeName = (call: ts.CallExpression | ts.NewExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** In a contract: whether a literal documents a call or is default data, not a message. */
function isContractText(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return NOT_MESSAGES_IN_CONTRACTS.has(parent.name.getText());
  if (ts.isCallExpression(parent) && parent.arguments.indexOf(node as ts.Expression) >= 1) return CALL_BUILDERS.has(calleeName(parent) ?? '');
  return false;
}

/**
 * Whether a literal is (part of) a message: in a contract, anything but the reference's texts; elsewhere
 * it sits in the arguments of a message call, an error's construction or a message property, names a
 * constant (`CHECK_TAKEN`) or a variable, parameter or function named as a message, or is a field's entry of `errors`.
 */
function isMessage(node: ts.Node, contract: boolean): boolean {
  if (contract) return !isContractText(node);
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (ts.isPropertyAssignment(parent) && parent.initializer === at && MESSAGE_PROPERTIES.has(parent.name.getText())) return true;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== at && MESSAGE_CALLS.has(calleeName(parent) ?? '')) return true;
    // Any error's message (`new FeedError('订阅源没有内容')`): errors are answered or shown as they are.
    if (ts.isNewExpression(parent) && parent.expression !== at && /Error$/.test(calleeName(parent) ?? '')) return true;
    if ((ts.isVariableDeclaration(parent) || ts.isParameter(parent)) && MESSAGE_NAME.test(parent.name.getText())) return true;
    if (ts.isBinaryExpression(parent) && parent.right === at && /^errors\b/.test(parent.left.getText())) return true;
    // A function named as a message (`waitMessage`) returns messages; any other function's own strings are not.
    if (ts.isFunctionDeclaration(parent)) return MESSAGE_NAME.test(parent.name?.text ?? '');
    if ((ts.isFunctionLike(parent) && !ts.isVariableDeclaration(parent.parent)) || ts.isSourceFile(parent)) return false;
  }
  return false;
}

/** A placeholder's name: the variable or property the code puts there, else its position. */
function placeholder(expression: ts.Expression, index: number): string {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return String(index);
}

function keyOf(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): string {
  if (!ts.isTemplateExpression(node)) return node.text;
  return node.head.text + node.templateSpans.map((span, i) => `{${placeholder(span.expression, i)}}${span.literal.text}`).join('');
}

/** Every message of the server's code, with the files that write it. */
export function serverMessages(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    const contract = isContract(file);
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && !ts.isImportDeclaration(node.parent)) {
        const key = keyOf(node);
        if (isChinese(key) && isMessage(node, contract)) found.set(key, (found.get(key) ?? new Set()).add(file));
        if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
