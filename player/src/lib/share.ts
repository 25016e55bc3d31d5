import { notify } from './notice';

/**
 * The device share sheet where there is one (most Android browsers), else the
 * link is copied so it can be pasted into any messaging app.
 */
export async function shareLink(data: { title: string; text: string; url: string }) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    notify('shell.link_copied');
  } catch {
    notify('shell.share_failed', 'error');
  }
}
