/**
 * The @font-face rules of Noto Sans SC (Simplified Chinese), weights 400 and 700: about a hundred unicode-range
 * subsets per weight, 210 KB of CSS. The portal loads this module on its own (see loadChineseFaces), so a page
 * that shows no Chinese does not wait for those rules.
 */
import '@fontsource/noto-sans-sc/400.css'
import '@fontsource/noto-sans-sc/700.css'
