/**
 * An inline script that adds the page's own scripts (in order, each async like Gatsby's tags) once the
 * window has loaded, or at once when it already has.
 */
export function loadScriptsAfterLoad(sources: readonly string[]): string {
  return `(function(){var s=${JSON.stringify(sources)};function go(){for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=true;document.body.appendChild(e)}}if(document.readyState==='complete')go();else window.addEventListener('load',go,{once:true})})();`;
}

// Gatsby's own script tags, as its scripts slice writes them: same-site, async, nothing else.
const SCRIPT_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/**
 * The page's scripts requested once it has loaded, not in parallel with it: on a slow connection they
 * no longer share bandwidth with what the first paint needs, and the largest paint never waits for
 * them. The HTML is complete and readable before any script runs; hydration follows the load.
 * Gatsby writes its script tags through a slice stitched into every page, so the built HTML is
 * rewritten: the tags give way to one inline loader where the first of them stood.
 */
export function deferScriptTags(html: string): string {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1] ?? '');
  if (!sources.length) return html;
  let first = true;
  return html.replace(SCRIPT_TAG, () => {
    if (!first) return '';
    first = false;
    return `<script>${loadScriptsAfterLoad(sources)}</script>`;
  });
}
