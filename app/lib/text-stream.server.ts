/**
 * A response body read from an async sequence of texts, one at a time as the client takes them: a slow
 * download holds one piece in memory, not the whole file. Stopping the download stops the sequence.
 */
export function textStream(pieces: AsyncIterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    async pull(controller) {
      const next = await pieces.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await pieces.return?.(undefined)
    },
  })
}
