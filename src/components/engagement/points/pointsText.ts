/** An item's title in the reader's language, else English, else any it has (items are written with at least one). */
export function itemTitle(titles: Readonly<Record<string, string>>, language: string): string {
  return titles[language] ?? titles.en ?? Object.values(titles)[0] ?? ''
}
