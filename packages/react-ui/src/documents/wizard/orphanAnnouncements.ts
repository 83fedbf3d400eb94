/**
 * Removes what react-aria's live announcer still holds about fields that are gone. A date field
 * announces its value as a `role="img"` node labelled by the field (`aria-labelledby`), which the
 * announcer keeps for 7 s; once the wizard moves to its next step the field is unmounted and the
 * node is an image with no name (axe's `role-img-alt`, a screen reader's "image"). Nodes whose
 * label is still on the page, and text announcements, are left alone.
 */
export function dropOrphanAnnouncements(root: Document = document): number {
  let dropped = 0;
  for (const node of root.querySelectorAll<HTMLElement>('[data-live-announcer] [role="img"][aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.every((id) => !root.getElementById(id))) {
      node.remove();
      dropped++;
    }
  }
  return dropped;
}
