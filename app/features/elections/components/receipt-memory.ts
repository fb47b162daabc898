// The receipt code is shown once, when the ballot is cast. The server never keeps it with the unit (in a
// secret election nothing links them), so the voter's own browser is the only place it can be kept for
// later: in localStorage, per election, under the unit's label (one person may vote for two units).

type Kept = Record<string, string>

const keyOf = (electionId: string) => `election-receipt:${electionId}`

function read(electionId: string): Kept {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(electionId)) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Kept) : {}
  } catch {
    return {} // storage refused (a private window, a full disk) or a value not ours
  }
}

/** Keeps the unit's latest receipt; a changed ballot's receipt replaces the earlier one. */
export function keepReceipt(electionId: string, unit: string, receipt: string): void {
  try {
    window.localStorage.setItem(keyOf(electionId), JSON.stringify({ ...read(electionId), [unit]: receipt }))
  } catch {
    // Nothing to do: the page already tells the voter to write the code down.
  }
}

/** The receipt this browser kept for the unit, or null. */
export function keptReceipt(electionId: string, unit: string): string | null {
  const receipt = read(electionId)[unit]
  return typeof receipt === 'string' ? receipt : null
}
