// npm run machines:diagrams: writes machines/diagrams/<machineId>.mmd from the machines' code.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderDiagrams } from '../src/diagrams.ts';

const directory = fileURLToPath(new URL('../diagrams/', import.meta.url));
mkdirSync(directory, { recursive: true });
const diagrams = renderDiagrams();
// Diagrams of machines that no longer exist would otherwise linger.
for (const file of readdirSync(directory)) {
  if (file.endsWith('.mmd') && !diagrams.has(file)) rmSync(new URL(file, `file://${directory}`));
}
for (const [file, text] of diagrams) writeFileSync(`${directory}${file}`, text);
console.log(`Wrote ${diagrams.size} diagrams to ${directory}`);
