/** A statute cited in a hint, kept on one line ("Utah Code 16-6a-712" never breaks at its hyphens). */
export function Cite({ section }: { section: string }) {
  return <span className="whitespace-nowrap">Utah Code {section}</span>
}
