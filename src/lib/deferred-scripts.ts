/**
 * An inline script that adds the page's own scripts (in order, each async like Gatsby's tags) once the
 * window has loaded, or at once when it already has.
 */
export function loadScriptsAfterLoad(sources: readonly string[]): string {
  return `(function(){var s=${JSON.stringify(sources)};function go(){for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=true;document.body.appendChild(e)}}if(document.readyState==='complete')go();else window.addEventListener('load',go,{once:true})})();`;
}
