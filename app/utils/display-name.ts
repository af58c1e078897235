/** The name people read for an account: first and last name, else the username. */
export function displayName(user: { firstName: string; lastName: string; username: string }) {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
