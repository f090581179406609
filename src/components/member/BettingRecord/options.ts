import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { CategoryKey } from '../../../config/constants'
import type { GameMenu } from '../../../contract/schemas/games'
import { CATEGORY_LABEL_KEYS } from '../../layout/categoryIcons'
import type { BettingRecordCategory, BettingRecordVendor } from './BettingRecord'

/**
 * The categories to filter by, from the game menus the header shows (already only those with vendors, in the
 * header's order), named as the header names them.
 */
export function useCategoryOptions(menus: readonly GameMenu[]): BettingRecordCategory[] {
  const { t } = useTranslation('layout')
  return useMemo(() => menus.map((menu) => ({ key: menu.gameGroupCode, label: t(CATEGORY_LABEL_KEYS[menu.gameGroupCode]) })), [menus, t])
}

/** The vendors to filter by: the chosen category's, or every vendor of the menus (each once) when none is chosen. */
export function vendorOptionsOf(menus: readonly GameMenu[], category: CategoryKey | ''): BettingRecordVendor[] {
  const byCode = new Map<string, BettingRecordVendor>()
  for (const menu of menus) {
    if (category && menu.gameGroupCode !== category) continue
    for (const vendor of menu.gameMenus) if (!byCode.has(vendor.vendorCode)) byCode.set(vendor.vendorCode, { code: vendor.vendorCode, name: vendor.labelName })
  }
  return [...byCode.values()]
}
