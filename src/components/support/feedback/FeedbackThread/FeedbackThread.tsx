import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { FeedbackEntry } from '../../../../contract/schemas/feedback'
import { useDateTime } from '../../../member/format'

export interface FeedbackThreadProps {
  /** The ticket's thread, oldest first: the member's messages and the staff answers. */
  entries: readonly FeedbackEntry[]
}

/**
 * A ticket's thread in time order: who wrote (you or customer service), when, and the words, staff answers set in on
 * the start side. "My feedback" shows it under each ticket and the live chat as its conversation. Presentational.
 */
export function FeedbackThread({ entries }: FeedbackThreadProps) {
  const { t } = useTranslation('support')
  const dateTime = useDateTime()
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          data-author={entry.author}
          sx={{
            p: 1.5, borderRadius: 1, border: 1, borderColor: entry.author === 'staff' ? 'primary.main' : 'divider',
            bgcolor: entry.author === 'staff' ? 'action.selected' : 'transparent', marginInlineStart: entry.author === 'staff' ? { xs: 2, sm: 4 } : 0,
          }}
        >
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.25 }}>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {entry.author === 'staff' ? t('feedback.mine.staff') : t('feedback.mine.you')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.createdAt}>
              {dateTime(entry.createdAt)}
            </Typography>
          </Stack>
          {/* Words a person wrote, in any language: their own direction, whatever the page's. */}
          <Typography variant="body2" dir="auto" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.content}
          </Typography>
        </Box>
      ))}
    </Stack>
  )
}
