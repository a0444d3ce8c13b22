// Build plugin of webpack.config.ts: the page's HTML names one script, the boot entry
// (src/client/boot.ts), which adds the app's scripts itself; see there for why (issue #19).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { BOOT_SCRIPTS_ATTRIBUTE } from '../../src/shared/domain/bootScript';

/** The entry that starts the page: webpack.config.ts builds it with its own runtime. */
export const BOOT_ENTRY = 'boot';

type Tag = HtmlWebpackPlugin.HtmlTagObject;
const isScript = (tag: Tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';

/**
 * Replaces the page's script tags with the boot entry's, which lists the others, in their order,
 * in BOOT_SCRIPTS_ATTRIBUTE (the server turns that back into plain tags for a page it did not draw:
 * src/server/static/template.ts). Without a boot entry (a size-floor build) the tags stay.
 */
export class BootScripts {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BootScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootScripts', (groups) => {
        const bootFiles = compilation.entrypoints.get(BOOT_ENTRY)?.getFiles() ?? [];
        const bootFile = bootFiles.find((f) => f.endsWith('.js'));
        if (!bootFile) return groups;
        const isBoot = (tag: Tag) => String(tag.attributes.src).endsWith(`/${bootFile}`);
        const all = [...groups.headTags, ...groups.bodyTags].filter(isScript);
        const boot = all.find(isBoot);
        if (!boot) throw new Error(`BootScripts: no script tag for ${bootFile}`);
        const others = all.filter((tag) => !isBoot(tag)).map((tag) => String(tag.attributes.src));
        boot.attributes[BOOT_SCRIPTS_ATTRIBUTE] = others.join(' ');
        const keep = (tags: Tag[]) => tags.filter((tag) => !isScript(tag) || tag === boot);
        return { ...groups, headTags: keep(groups.headTags), bodyTags: keep(groups.bodyTags) };
      });
    });
  }
}
