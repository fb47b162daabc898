/** The role choices of the account forms, in order of reach. */
export function RoleOptions() {
  return (
    <>
      <option value="manager">Manager</option>
      <option value="admin">Admin</option>
      <option value="board">Board member (read-only, own communities)</option>
    </>
  )
}
