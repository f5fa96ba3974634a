/**
 * Opens a URL that must be fetched first (a short-lived signed link) in a new tab. The tab is
 * opened before the fetch, inside the click, so popup blockers allow it; it is closed again if
 * the URL cannot be had, and the error is passed on.
 */
export async function openInNewTab(fetchUrl: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await fetchUrl();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
