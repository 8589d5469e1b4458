/** The user's initials for the profile button: first letter of the given name and of the first surname. */
export function initialsOf(givenName: string, familyName: string): string {
  const first = givenName.trim().charAt(0);
  const last = familyName.trim().charAt(0);
  return `${first}${last}`.toLocaleUpperCase('es-ES') || '?';
}
