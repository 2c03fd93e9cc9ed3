import * as React from 'react';
import * as styles from './PrintButton.module.css';

/**
 * Prints the page again (the page opens the dialog once on arrival). It exists only once scripts run:
 * without them it could not print, and the browser's own Print still does. The bar keeps its height, so
 * the button's arrival moves nothing.
 */
export function PrintButton() {
  const [scripted, setScripted] = React.useState(false);
  React.useEffect(() => setScripted(true), []);
  return (
    <div className={styles.bar} data-print="hide">
      {scripted && (
        <button type="button" className={styles.button} onClick={() => window.print()}>
          Print
        </button>
      )}
    </div>
  );
}
