/** Notification bar state lives in localStorage: the value "2" under this key means dismissed. */
export const NOTIFICATION_KEY = 'notification-dismissed';
export const NOTIFICATION_DISMISSED_VALUE = '2';
export const NOTIFICATION_BODY_CLASS = 'notification-bar-visible';
/** Set on <html> before paint by the head script, so CSS hides a dismissed bar at once. */
export const NOTIFICATION_HIDDEN_CLASS = 'notification-dismissed';

export function isNotificationDismissed(storage: Storage): boolean {
  try {
    return storage.getItem(NOTIFICATION_KEY) === NOTIFICATION_DISMISSED_VALUE;
  } catch {
    return false;
  }
}

/** Private modes and disabled storage throw on write: then there is no way to remember a dismissal. */
export function storageWorks(storage: Storage): boolean {
  try {
    const probe = `${NOTIFICATION_KEY}-probe`;
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function dismissNotification(storage: Storage): void {
  try {
    storage.setItem(NOTIFICATION_KEY, NOTIFICATION_DISMISSED_VALUE);
  } catch {
    // Storage refused the write; the bar closes for this page view only.
  }
}

/** Runs in <head> before the body renders. */
export const notificationHeadScript = `try{if(localStorage.getItem(${JSON.stringify(NOTIFICATION_KEY)})===${JSON.stringify(
  NOTIFICATION_DISMISSED_VALUE,
)})document.documentElement.classList.add(${JSON.stringify(NOTIFICATION_HIDDEN_CLASS)})}catch(e){}`;
