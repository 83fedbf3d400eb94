import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { usersMessages } from '../messages/users';
import { pageStory } from '../test/pageStory';
import { ChoiceDialog } from './ChoiceDialog';
import { RequestedConfirmDialog } from './RequestedConfirmDialog';

export default { title: 'Controls / Request dialogs' };

const u = usersMessages.dialogs;
const c = documentMessages.kinds.offer;
const wait = () => new Promise((resolve) => setTimeout(resolve, 600));
const close = () => {};

/** A change of one value (a user's role), as the users page asks it. */
export const Choice = pageStory(
  <ChoiceDialog
    request={{
      title: fillMessage(u.roleTitle, { name: 'Anna Nowak' }),
      label: u.roleLabel,
      options: [
        { id: 'Handlowiec', label: 'Handlowiec' },
        { id: 'Dyrektor Oddziału', label: 'Dyrektor Oddziału' },
      ],
      initial: 'Handlowiec',
      confirmLabel: u.save,
      run: wait,
    }}
    onClose={close}
  />,
  '/pl/dashboard/users',
);

/** The confirmation of an action a list asked about (archiving a ticked offer). */
export const Confirm = pageStory(
  <RequestedConfirmDialog
    request={{
      title: fillMessage(c.archiveTitle, { number: 'OF/2026/000123' }),
      body: fillMessage(c.archiveBody, { number: 'OF/2026/000123', client: 'Budmax Sp. z o.o.', level: '' }),
      confirmLabel: documentMessages.menu.confirmArchive,
      run: wait,
    }}
    onClose={close}
  />,
  '/pl/dashboard/offers',
);
