import { LoadingOverlay } from '../../components/primitives/LoadingOverlay'

/** What a page shows while its chunk loads. */
export function ChunkLoading() {
  return <LoadingOverlay loading minHeight={320} />
}
