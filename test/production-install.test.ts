// The bot and its admin scripts run from a production install (`npm ci --omit=dev`): the npm
// scripts they use call only programs that production dependencies provide, and what the build
// compiles imports only production dependencies and Node's own modules (no test kit, no tsx).
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const PRODUCTION_SCRIPTS = ['start', 'local', 'build', 'verify-db', 'backup', 'deploy-commands', 'simulate'];

/** The package whose `bin` provides `command`, among the installed ones. */
function providerOf(command: string): string | null {
  for (const name of [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]) {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { bin?: string | Record<string, string> };
    const bins = typeof manifest.bin === 'string' ? { [name]: manifest.bin } : (manifest.bin ?? {});
    if (command in bins) return name;
  }
  return null;
}

/** The programs a script runs, following `npm run` into other scripts. */
function programs(script: string, seen = new Set<string>()): string[] {
  if (seen.has(script)) return [];
  seen.add(script);
  const line = pkg.scripts[script];
  if (line === undefined) throw new Error(`no script ${script}`);
  return line.split(/&&|\|\||;/).flatMap((part) => {
    const words = part.trim().split(/\s+/).filter((w) => !w.startsWith('-'));
    if (words[0] === 'npm' && words[1] === 'run') return programs(words[2] as string, seen);
    return words[0] ? [words[0]] : [];
  });
}

/** The bare package a module specifier names ('@scope/pkg/sub' → '@scope/pkg'), or null for relative and built-in ones. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] as string);
}

describe('a production install', () => {
  it('GIVEN npm ci --omit=dev WHEN the bot or an admin script is started THEN every program its npm script runs comes from a production dependency', () => {
    for (const script of PRODUCTION_SCRIPTS) {
      for (const program of programs(script)) {
        if (program === 'node' || program === 'npm') continue;
        const provider = providerOf(program);
        expect({ script, program, provider, production: provider !== null && provider in pkg.dependencies }).toMatchObject({ production: true });
      }
    }
  });

  it('GIVEN the production build WHEN it compiles THEN its files import only production dependencies and Node’s modules, and nothing from test/ or bench/', () => {
    const config = ts.readConfigFile(join(ROOT, 'tsconfig.build.json'), ts.sys.readFile);
    const files = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT).fileNames;
    expect(files.length).toBeGreaterThan(50);
    // No test kit ships (the benchmarks build into dist-bench/ of their own). The local Discord is
    // product (src/local/discord, the local table runs on it); what only tests make it do — stumble,
    // forge clicks, redeliver — is FakeDiscord's, in test/support, and stays out.
    const shipped = files.map((f) => relative(ROOT, f));
    expect(shipped.filter((f) => /^(test|bench)\/|testkit|testing\.ts|fake-discord/.test(f))).toEqual([]);
    expect(shipped).toContain('src/local/discord/server.ts');
    const server = readFileSync(join(ROOT, 'src/local/discord/server.ts'), 'utf8');
    expect(server).not.toMatch(/forgeClick|redeliver|routeDelays|faults/);
    const problems: string[] = [];
    for (const file of files) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
      const specifiers = ts.preProcessFile(source.text, true, true).importedFiles.map((f) => f.fileName);
      for (const specifier of specifiers) {
        const from = relative(ROOT, file);
        const name = packageOf(specifier);
        if (name !== null && !(name in pkg.dependencies)) problems.push(`${from} imports ${specifier} (not a production dependency)`);
        if (name === null && specifier.startsWith('.')) {
          const target = relative(ROOT, resolve(dirname(file), specifier));
          if (!/^(src|commands|scripts|migrations)\//.test(target)) problems.push(`${from} imports ${specifier} (outside what ships)`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
