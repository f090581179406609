import { useMemo, type Ref } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { languageInfo } from '../../../config/languages'
import type { HelpArticle as HelpArticleValue } from '../../../contract/schemas/help'
import { sanitizeHtml } from '../../content/sanitizeHtml'
import { useDateFormat } from '../../content/useDateFormat'

export interface HelpArticleProps {
  /** The article as the help centre's call answers it (its HTML cleaned by the server, cleaned here again). */
  article: HelpArticleValue
  /** The visitor's language: an article in another (the merchant's fallback) is marked with its own, so it is read in the right voice. */
  language: string
  /** The heading, which the help centre focuses when an article is chosen, so a screen reader starts reading it. */
  headingRef?: Ref<HTMLHeadingElement>
}

const DATE = { dateStyle: 'medium' } as const

/**
 * One help article: its title as the page's second-level heading, when it was last changed, and its rich text
 * (lists, sub-headings, links that open in a new tab). The HTML is sanitised in the browser too (DOMPurify), whatever
 * the server did.
 */
export function HelpArticle({ article, language, headingRef }: HelpArticleProps) {
  const { t } = useTranslation('help')
  const formatDate = useDateFormat(DATE)
  const html = useMemo(() => sanitizeHtml(article.content), [article.content])
  const headingId = `help-article-${article.id}`
  return (
    // An article shown in a fallback language reads in that language's direction (an English one on an Arabic page).
    <Box
      component="article"
      aria-labelledby={headingId}
      lang={article.lang === language ? undefined : article.lang}
      dir={article.lang === language ? undefined : (languageInfo(article.lang)?.dir ?? 'ltr')}
      sx={{ minWidth: 0 }}
    >
      <Typography id={headingId} ref={headingRef} tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 700, outline: 'none' }}>
        {article.title}
      </Typography>
      <Typography component="p" variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 2 }}>
        {/* The date isolated (FSI … PDI): its digits and slashes would otherwise reorder in a right-to-left sentence. */}
        {t('updated', { date: `\u2068${formatDate(article.updatedAt)}\u2069` })}
      </Typography>
      <Box
        sx={{
          typography: 'body1',
          lineHeight: 1.7,
          overflowWrap: 'anywhere',
          '& h3': { typography: 'subtitle1', fontWeight: 700, mt: 3, mb: 1 },
          '& p': { my: 1.5 },
          '& ul, & ol': { paddingInlineStart: 3, my: 1.5 },
          '& li': { my: 0.5 },
          '& a': { color: 'primary.main' },
          '& code': { fontFamily: 'monospace' },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  )
}
