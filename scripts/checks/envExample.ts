import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { SITE_ENV_PREFIXES } from '../../web/server/env.ts';
import { isWrittenByHand, repositoryFiles } from './repositoryFiles.ts';

// .env.example is the list of every variable the code reads, each with its default. This finds
// the variables the code reads (`process.env.X`, `process.env['X']`, `const { X } = process.env`,
// `import.meta.env.X`) by parsing every source file of the repository, and compares the two.

/** One read of a variable: where (file relative to the repository, with /; line from 1). */
export type EnvRead = { name: string; file: string; line: number };

/**
 * Variables Vite defines itself in import.meta.env, and the one web/vite.config.ts defines from
 * the others; nobody sets them.
 */
const VITE_BUILT_INS = new Set([
  'DEV',
  'PROD',
  'MODE',
  'BASE_URL',
  'SSR',
  'SIMULATED_CALL_ON_REQUEST',
]);

const isProcessEnv = (node: ts.Node) =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'env' &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'process';

const isImportMetaEnv = (node: ts.Node) =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'env' &&
  ts.isMetaProperty(node.expression) &&
  node.expression.keywordToken === ts.SyntaxKind.ImportKeyword;

/**
 * `env.NAME`: the environment record the servers pass around (web/server/env.ts loads it from
 * .env and the process), read by a variable's upper-case name.
 */
const isEnvRecord = (node: ts.PropertyAccessExpression) =>
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'env' &&
  /^[A-Z][A-Z0-9_]*$/.test(node.name.text);

/** The variables one source text reads, by name and line. */
export function envReadsIn(source: string, file: string): EnvRead[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const reads: EnvRead[] = [];
  const add = (name: string, node: ts.Node) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    reads.push({ name, file, line });
  };
  // `process.env.X = ...` sets a variable for the code that follows; it reads nothing.
  const isAssigned = (node: ts.Node) =>
    node.parent !== undefined &&
    ts.isBinaryExpression(node.parent) &&
    node.parent.left === node &&
    node.parent.operatorToken.kind === ts.SyntaxKind.EqualsToken;
  const visit = (node: ts.Node) => {
    if (isAssigned(node)) {
      // not a read
    } else if (
      ts.isPropertyAccessExpression(node) &&
      (isProcessEnv(node.expression) || isEnvRecord(node))
    ) {
      add(node.name.text, node);
    } else if (
      ts.isElementAccessExpression(node) &&
      isProcessEnv(node.expression) &&
      ts.isStringLiteralLike(node.argumentExpression)
    ) {
      add(node.argumentExpression.text, node);
    } else if (ts.isPropertyAccessExpression(node) && isImportMetaEnv(node.expression)) {
      if (!VITE_BUILT_INS.has(node.name.text)) add(node.name.text, node);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      (isProcessEnv(node.initializer) || isImportMetaEnv(node.initializer))
    ) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) add(key.text, element);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return reads;
}

/** One variable of .env.example. */
export type ExampleEntry = {
  name: string;
  value: string;
  /** Written as a comment (`# NAME=value`): not set by copying the file. */
  commented: boolean;
  line: number;
  /** The paragraph (lines up to the next blank line either side) it stands in. */
  paragraph: string;
};

const ENTRY = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/;

export function parseEnvExample(text: string): ExampleEntry[] {
  const lines = text.split('\n');
  const paragraphOf = (index: number) => {
    let start = index;
    let end = index;
    while (start > 0 && lines[start - 1]!.trim() !== '') start -= 1;
    while (end < lines.length - 1 && lines[end + 1]!.trim() !== '') end += 1;
    return lines.slice(start, end + 1).join('\n');
  };
  return lines.flatMap((content, index) => {
    const match = ENTRY.exec(content.trim());
    if (!match) return [];
    const [, comment, name = '', value = ''] = match;
    return [
      {
        name,
        value,
        commented: comment !== undefined,
        line: index + 1,
        paragraph: paragraphOf(index),
      },
    ];
  });
}

/**
 * Variables a value in `.env` reaches: those web/server/env.ts loads from it (Vite loads VITE_*
 * only), and the Studio's own (studio/sanity.cli.ts loads all of it, and reads only those).
 */
export const setInEnvFile = (name: string) =>
  SITE_ENV_PREFIXES.some((prefix) => name.startsWith(prefix)) || name.startsWith('SANITY_STUDIO_');

/** What is wrong with .env.example, given the reads of the code; empty when nothing is. */
export function compareEnvExample(reads: EnvRead[], entries: ExampleEntry[]): string[] {
  const problems: string[] = [];
  const listed = new Map<string, ExampleEntry>();
  for (const entry of entries) {
    if (listed.has(entry.name)) problems.push(`${entry.name} is listed twice (line ${entry.line})`);
    listed.set(entry.name, entry);
  }
  const readNames = new Set(reads.map((read) => read.name));
  for (const name of [...readNames].sort()) {
    if (listed.has(name)) continue;
    const where = reads
      .filter((read) => read.name === name)
      .map((read) => `${read.file}:${read.line}`);
    problems.push(`${name} is read (${where.join(', ')}) but not listed in .env.example`);
  }
  for (const entry of listed.values()) {
    if (!readNames.has(entry.name)) {
      problems.push(`${entry.name} (line ${entry.line}) is listed but no code reads it`);
    }
    if (entry.value === '' && !/\b(?:Default|Unset)\b/.test(entry.paragraph)) {
      problems.push(
        `${entry.name} (line ${entry.line}) has no value and no "Default:" or "Unset:" note`,
      );
    }
    if (!entry.commented && !setInEnvFile(entry.name)) {
      problems.push(
        `${entry.name} (line ${entry.line}) is read from the process environment only: make it a comment`,
      );
    }
  }
  return problems;
}

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

/** Every source file of the repository (relative, with /), generated and installed ones aside. */
export const sourceFiles = (root: string) =>
  repositoryFiles(root).filter((file) => isWrittenByHand(file) && SOURCE.test(file));

/** The check over the repository at `root`. */
export function checkEnvExample(root: string): string[] {
  const reads = sourceFiles(root).flatMap((file) => {
    const source = readFileSync(join(root, file), 'utf8');
    // Parsing is what takes time; a file that never names an env object reads nothing.
    return /(?:process|meta)\s*\.\s*env\b|\benv\s*\.\s*[A-Z]/.test(source)
      ? envReadsIn(source, file)
      : [];
  });
  return compareEnvExample(
    reads,
    parseEnvExample(readFileSync(join(root, '.env.example'), 'utf8')),
  );
}
