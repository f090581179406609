import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { MERCHANTS } from '../../../config/merchants'
import { demoFooterVendors, demoMerchant, footerVendorsOf, storyLink, storyT } from '../fixtures'
import { Footer } from './Footer'

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    vendors: demoFooterVendors,
    helpTopics: demoMerchant.footer.helpTopics,
    copyright: demoMerchant.footer.copyright,
    renderLink: storyLink(fn().mockName('navigate')),
  },
  parameters: { layout: 'fullscreen', screenshot: { rtl: true, phone: true } },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

/** The demo brand lists 20 vendors: the footer shows the first 18, each logo named by its vendor. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals)
    const canvas = within(canvasElement)
    await expect(args.vendors.length).toBeGreaterThan(18)
    await expect(await canvas.findAllByRole('img')).toHaveLength(18)
    await expect(canvas.getByRole('img', { name: args.vendors[0]!.name })).toBeInTheDocument()
    await expect(canvas.queryByRole('img', { name: args.vendors[18]!.name })).toBeNull()
    const help = canvas.getByRole('navigation', { name: t('layout:footer.helpLabel') })
    await expect(within(help).getByRole('link', { name: t('layout:footer.help.deposit') })).toHaveAttribute('href', '/help?tag=deposit')
    // The agent programme, where a prospective agent looks.
    await expect(within(help).getByRole('link', { name: t('portal:routes.join') })).toHaveAttribute('href', '/join')
    await expect(canvas.getByText(args.copyright)).toBeVisible()
  },
}

/** The second brand: fewer vendors and help topics. */
export const Lotus: Story = {
  args: {
    vendors: footerVendorsOf(MERCHANTS.lotus),
    helpTopics: MERCHANTS.lotus.footer.helpTopics,
    copyright: MERCHANTS.lotus.footer.copyright,
  },
}

/** No vendor logos configured: help links and copyright only. */
export const WithoutVendors: Story = {
  args: { vendors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0)
  },
}
