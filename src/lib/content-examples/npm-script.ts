/** How an npm script of an example project's package.json is run without npm. */
export interface ScriptCommand {
  /** "node" or the name of a package binary in node_modules/.bin. */
  readonly program: string;
  readonly args: readonly string[];
}

/**
 * Splits a script such as `webpack --env development` into its program and arguments.
 * Example scripts are single commands with plain words; anything a shell would interpret
 * (quotes, &&, pipes, variables) is refused rather than guessed at.
 */
export function parseScript(script: string): ScriptCommand {
  if (/["'`$&|;<>()\\*?]/.test(script)) throw new Error(`script needs a shell, which the examples do not emulate: ${script}`);
  const [program, ...args] = script.trim().split(/\s+/);
  if (!program) throw new Error('empty script');
  return { program, args };
}

function scriptsOf(packageJson: string): Readonly<Record<string, string>> {
  return (JSON.parse(packageJson) as { scripts?: Record<string, string> }).scripts ?? {};
}

/** The script of a package.json text, or an error naming the scripts it has. */
export function scriptOf(packageJson: string, name: string): string {
  const scripts = scriptsOf(packageJson);
  const script = scripts[name];
  if (typeof script !== 'string') throw new Error(`package.json has no "${name}" script (it has: ${Object.keys(scripts).join(', ') || 'none'})`);
  return script;
}

/** What `npm run <name>` runs, in order: pre<name>, <name> and post<name>, the first and last only if defined. */
export function lifecycle(packageJson: string, name: string): { readonly name: string; readonly command: ScriptCommand }[] {
  const scripts = scriptsOf(packageJson);
  return [`pre${name}`, name, `post${name}`]
    .filter((script) => script === name || typeof scripts[script] === 'string')
    .map((script) => ({ name: script, command: parseScript(scriptOf(packageJson, script)) }));
}
