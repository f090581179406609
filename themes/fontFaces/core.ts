/**
 * The @font-face rules of Noto Sans (Latin, Latin Extended, Vietnamese, Cyrillic, Greek), Noto Sans Thai and
 * Noto Sans Arabic, weights 400 and 700. Each rule covers one unicode-range subset, so the browser downloads only
 * the files whose characters a page shows; the rules themselves are small enough for the first screen's CSS.
 */
import '@fontsource/noto-sans/400.css'
import '@fontsource/noto-sans/700.css'
import '@fontsource/noto-sans-thai/400.css'
import '@fontsource/noto-sans-thai/700.css'
import '@fontsource/noto-sans-arabic/400.css'
import '@fontsource/noto-sans-arabic/700.css'
