/**
 * Sends a file as the whole body of a contract call (a withdrawal's proof image, a feedback's image): the bytes as they are, with the
 * file's own type, through the client's axios instance (so the token, merchant and language headers go with it).
 * Kept apart from client.ts so the first screen does not carry it.
 */
import { endpointDef } from './endpointTable'
import { ApiError } from './ApiError'
import { toApiErrorFromAxios, type ApiClient, type EndpointQuery, type EndpointResponse } from './client'

export async function uploadFile<N extends 'uploadWithdrawalProof' | 'uploadFeedbackImage' | 'uploadActivityImage'>(client: ApiClient, name: N, input: { query?: EndpointQuery<N>; file: Blob; signal?: AbortSignal }): Promise<EndpointResponse<N>> {
  // A lazy area's upload (feedback's) is in the table its store registered.
  const def = endpointDef(name)
  try {
    const response = await (await client.axios()).request<unknown>({
      method: def.method,
      url: def.path,
      params: input.query,
      data: input.file,
      headers: { 'Content-Type': input.file.type || 'application/octet-stream' },
      signal: input.signal,
    })
    const data = response.data as { success?: boolean; value?: unknown; errorCode?: string; message?: string } | null
    if (!data || typeof data.success !== 'boolean') throw new ApiError({ code: 'unknown.error', status: response.status, serverMessage: 'response is not an envelope' })
    if (!data.success) throw new ApiError({ code: data.errorCode ?? 'unknown.error', status: response.status, value: data.value, serverMessage: data.message })
    return data.value as EndpointResponse<N>
  } catch (error) {
    throw toApiErrorFromAxios(error)
  }
}
