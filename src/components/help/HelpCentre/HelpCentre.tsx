import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ClearIcon from '@mui/icons-material/Clear'
import SearchIcon from '@mui/icons-material/Search'
import { useTranslation } from 'react-i18next'
import { HELP_KEYWORD_MAX } from '../../../contract/helpEndpoints'
import type { HelpArticle as HelpArticleValue, HelpTopic } from '../../../contract/schemas/help'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { LoadingOverlay } from '../../primitives/LoadingOverlay'
import { HelpArticle } from '../HelpArticle'

/** Which article is open: a topic's tag (the footer's links name only that) and, once chosen, the article's slug. */
export interface HelpSelection {
  tag?: string
  slug?: string
}

export interface HelpCentreProps {
  /** The merchant's topics with their articles, in the visitor's language (with a keyword: only the matches). */
  topics: HelpTopic[]
  /** The open article; without a slug, the topic's first; without a tag, the first article of all. */
  selected?: HelpSelection
  /** The visitor chose an article. */
  onSelect(selection: Required<HelpSelection>): void
  /** The search the topics answer ('' for none): shown in the box and above the results. */
  keyword: string
  /** The visitor searched ('' clears the search). */
  onSearch(keyword: string): void
  /** The visitor's language (an article in another is marked with its own). */
  language: string
  /** The topics are being read (the first time, or for a new search). */
  loading?: boolean
  /** Why they could not be read, translated; with `onRetry`, a retry button. */
  error?: string
  onRetry?(): void
  /** Under the topics on the side (the feedback link): a link the page makes, shown whatever the topics' state. */
  aside?: ReactNode
}

function selectedArticle(topics: HelpTopic[], selected: HelpSelection | undefined): { tag: string; article: HelpArticleValue } | undefined {
  const topic = topics.find((candidate) => candidate.tag === selected?.tag)
  const bySlug = selected?.slug ? topics.flatMap((t) => t.articles.map((article) => ({ tag: t.tag, article }))).find((entry) => entry.article.slug === selected.slug) : undefined
  if (bySlug) return bySlug
  const first = (topic ?? topics[0])?.articles[0]
  return first ? { tag: (topic ?? topics[0])!.tag, article: first } : undefined
}

/**
 * The help centre (spec sections 1 and 2: /help, /helpmc, the help modal): a search box and the topics with their
 * articles on one side, the open article on the other; stacked on a phone, list first. Choosing an article moves the
 * focus to its heading, so the keyboard and a screen reader continue where the text is.
 */
export function HelpCentre({ topics, selected, onSelect, keyword, onSearch, language, loading = false, error, onRetry, aside }: HelpCentreProps) {
  const { t } = useTranslation('help')
  const [draft, setDraft] = useState(keyword)
  useEffect(() => setDraft(keyword), [keyword])
  const headingRef = useRef<HTMLHeadingElement>(null)
  const chosenByVisitor = useRef(false)
  const open = selectedArticle(topics, selected)
  useEffect(() => {
    if (!chosenByVisitor.current) return
    chosenByVisitor.current = false
    headingRef.current?.focus()
    headingRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [open?.article.id])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(draft.trim())
  }
  const choose = (tag: string, slug: string) => {
    chosenByVisitor.current = true
    onSelect({ tag, slug })
  }

  const searchBox = (
    <Box component="form" role="search" onSubmit={submit} sx={{ mb: 2 }}>
      <TextField
        fullWidth
        size="small"
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        // The clear button below is the one way to clear (labelled, the same in every browser): the browser's own is hidden.
        sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
        slotProps={{
          htmlInput: { maxLength: HELP_KEYWORD_MAX, enterKeyHint: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {keyword && (
                  <IconButton size="small" aria-label={t('search.clear')} onClick={() => onSearch('')}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton size="small" type="submit" aria-label={t('search.submit')} edge="end">
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {keyword && (
        <Typography component="p" variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('search.results', { keyword })}
        </Typography>
      )}
    </Box>
  )

  let body
  if (error) body = <ErrorState message={error} onRetry={onRetry} compact />
  else if (!loading && topics.length === 0) {
    body = keyword ? <EmptyState title={t('search.none', { keyword })} description={t('search.noneHint')} compact /> : <EmptyState title={t('empty')} compact />
  } else {
    body = (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
        <Box component="nav" aria-label={t('topics')}>
          {topics.map((topic) => (
            <Box key={topic.tag} sx={{ mb: 1.5 }}>
              <Typography id={`help-topic-${topic.tag}`} component="p" variant="overline" sx={{ color: 'text.secondary', fontWeight: 700, lineHeight: 2 }}>
                {topic.title}
              </Typography>
              <List dense disablePadding aria-labelledby={`help-topic-${topic.tag}`}>
                {topic.articles.map((article) => {
                  const current = open?.article.id === article.id
                  return (
                    <ListItem key={article.id} disablePadding>
                    <ListItemButton
                      selected={current}
                      aria-current={current ? 'true' : undefined}
                      onClick={() => choose(topic.tag, article.slug)}
                      sx={{ borderRadius: 1, minHeight: 44 }}
                    >
                      <ListItemText primary={article.title} slotProps={{ primary: { lang: article.lang === language ? undefined : article.lang } }} />
                    </ListItemButton>
                    </ListItem>
                  )
                })}
              </List>
            </Box>
          ))}
          {aside ? <Box sx={{ mt: 1 }}>{aside}</Box> : null}
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          {open ? <HelpArticle article={open.article} language={language} headingRef={headingRef} /> : <EmptyState title={t('choose')} compact />}
        </Paper>
      </Box>
    )
  }

  return (
    <Box>
      {searchBox}
      <LoadingOverlay loading={loading} minHeight={160}>
        {body}
      </LoadingOverlay>
      {/* With no topics shown there is no side: the link comes under the message instead. */}
      {aside && (error || (!loading && topics.length === 0)) ? <Box sx={{ mt: 2 }}>{aside}</Box> : null}
    </Box>
  )
}
