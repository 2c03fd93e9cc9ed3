/** The offline plugin's app shell: an empty page the service worker serves for navigations. */
export default function AppShell() {
  return null;
}
