import type { OldPage } from './data';

/** A section of an old page that lives on another page here: every old anchor starting with `prefix` goes to `to`. */
export interface MovedSection {
  readonly prefix: string;
  readonly to: string;
}

/**
 * The old anchors a moved section sends on: the target page's old anchors that start with the prefix. The target
 * page carries each of them as an id (the same or an alias), so `to#id` lands where the section is now.
 */
export function movedAnchors(page: OldPage, pages: readonly OldPage[]): { readonly id: string; readonly to: string }[] {
  return (page.moved ?? []).flatMap((section) => {
    const target = pages.find((old) => old.to === section.to);
    if (!target) throw new Error(`${page.url}: moved section "${section.prefix}" goes to ${section.to}, which no old page maps to`);
    return target.anchors
      .filter((anchor) => anchor.id.startsWith(section.prefix) && anchor.to)
      .map((anchor) => ({ id: anchor.id, to: `${section.to}#${anchor.id}` }));
  });
}

/**
 * An inline script for the head of a page whose old sections moved: a #fragment that names one sends the reader on
 * to the page that has it now, fragment kept. A fragment never reaches a server, so this cannot be a redirect; it
 * runs before the page paints, and again when only the fragment changes (a link to it on the same page).
 */
export function movedSectionsScript(pagePath: string, moved: readonly MovedSection[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){var s=${json(moved.map(({ prefix, to }) => [prefix, to]))},p=${json(pagePath)};function go(){if(location.pathname!==p)return;var id;try{id=decodeURIComponent(location.hash.slice(1))}catch(e){return}for(var i=0;i<s.length;i++)if(id.indexOf(s[i][0])===0)return location.replace(s[i][1]+location.hash)}go();addEventListener("hashchange",go)})()`;
}
