import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Pagination, type PaginationProps } from './Pagination'

/** Keeps the page in state so clicks move it, and reports each request to the `onPageChange` spy. */
function PaginationDemo(args: PaginationProps) {
  const [page, setPage] = useState(args.page)
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next)
        args.onPageChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 10, onPageChange: fn(), label: 'Betting records pages' },
  render: (args) => <PaginationDemo {...args} />,
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

/** Page 5 of 10: 1 … 4 5 6 … 10 (range 3, margin 1). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Betting records pages' })
    const pageNumbers = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((text) => text && /^\d+$/.test(text))
    await expect(pageNumbers).toEqual(['1', '4', '5', '6', '10'])
    await expect(within(nav).getByRole('button', { name: 'หน้า 5' })).toHaveAttribute('aria-current', 'page')

    await userEvent.click(within(nav).getByRole('button', { name: 'หน้าถัดไป' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6)
    await expect(within(nav).getByRole('button', { name: 'หน้า 6' })).toHaveAttribute('aria-current', 'page')

    await userEvent.click(within(nav).getByRole('button', { name: 'หน้า 10' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10)
    await expect(within(nav).getByRole('button', { name: 'หน้าถัดไป' })).toBeDisabled()
  },
}

/** On the first page "previous" is disabled; the window sits at the start: 1 2 3 … 10. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'หน้าก่อนหน้า' })).toBeDisabled()
  },
}

/** On the last page: 1 … 8 9 10, "next" disabled. */
export const LastPage: Story = { args: { page: 10 } }

/** Few pages: no ellipsis at all. */
export const FewPages: Story = { args: { page: 2, pageCount: 4 } }

/** Many pages, English labels. */
export const ManyPages: Story = { args: { page: 48, pageCount: 120 }, globals: { language: 'en' } }

/** A single page needs no navigation: nothing renders. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  parameters: { screenshot: { disable: true } }, // renders nothing; there is nothing to photograph
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  },
}
