import type { Plugin } from 'vite';

/** The modules a signed-in visit opens with: the shell around every screen and the landing screen. */
const FIRST_SCREEN_MODULES = [/src\/app\/layout\/AppLayout\.tsx$/, /src\/features\/dashboard\/DashboardPage\.tsx$/];

/**
 * Finds, once the module graph is built, every module the signed-in shell and the Dashboard import
 * statically. The code-splitting groups ask `has(id)`: the code the first signed-in screen needs
 * goes in one chunk, and code that only other screens share (the form schemas with their zod
 * validators, the statement parsers, the plan preview) in another. One chunk of everything shared
 * made the Dashboard download and run all of it: building the forms' zod schemas alone took longer
 * than drawing the screen.
 */
export function firstScreenCode(): { plugin: Plugin; has: (id: string) => boolean } {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'paydown:first-screen-code',
    apply: 'build',
    buildEnd() {
      reached.clear();
      const queue = [...this.getModuleIds()].filter((id) => FIRST_SCREEN_MODULES.some((re) => re.test(id.replaceAll('\\', '/'))));
      if (queue.length !== FIRST_SCREEN_MODULES.length)
        throw new Error('first-screen code: the shell or the Dashboard module moved; update FIRST_SCREEN_MODULES');
      for (const id of queue) reached.add(id);
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          if (reached.has(next)) continue;
          reached.add(next);
          queue.push(next);
        }
      }
    },
  };
  return { plugin, has: (id) => reached.has(id) };
}
