import { Link } from 'gatsby';
import * as React from 'react';
import { dismissNotification, isNotificationDismissed, storageWorks, NOTIFICATION_BODY_CLASS } from '../../lib/notification';
import * as styles from './NotificationBar.module.css';

/**
 * The bar above the header. An inline script in the document head hides it before first paint
 * when it was dismissed earlier (see gatsby-ssr), so a returning reader never sees it flash.
 */
export function NotificationBar() {
  const [dismissed, setDismissed] = React.useState(false);
  const [canClose, setCanClose] = React.useState(false);

  React.useEffect(() => {
    setDismissed(isNotificationDismissed(window.localStorage));
    setCanClose(storageWorks(window.localStorage));
  }, []);

  React.useEffect(() => {
    document.body.classList.toggle(NOTIFICATION_BODY_CLASS, !dismissed);
    return () => document.body.classList.remove(NOTIFICATION_BODY_CLASS);
  }, [dismissed]);

  if (dismissed) return null;
  return (
    <div className={`${styles.bar} notification-bar`} role="region" aria-label="Notice" data-print="hide">
      <p className={styles.text}>
        These pages document webpack 5. Coming from webpack 4? <Link to="/migrate/5/">Read the migration guide</Link>.
      </p>
      {canClose && (
        <button
          type="button"
          className={styles.close}
          aria-label="Dismiss this notice"
          onClick={() => {
            dismissNotification(window.localStorage);
            setDismissed(true);
          }}
        >
          ×
        </button>
      )}
    </div>
  );
}
