// Renders the link-preview picture once: scripts/og-image.svg → static/og-image.png (1200×630, what
// social sites read). Committed as a PNG so builds do not depend on the fonts of the build machine.
import sharp from 'sharp';

await sharp('scripts/og-image.svg').png({ compressionLevel: 9, palette: true }).toFile('static/og-image.png');
