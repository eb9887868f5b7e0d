/** A count with its noun in the right number: `countOf(1, 'profile')` is '1 profile', `countOf(3, 'profile')` '3 profiles'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
