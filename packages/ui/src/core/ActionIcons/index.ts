export { FilterIcon, PlusIcon, PencilIcon, TrashIcon, RefreshIcon, syncIcons } from './ActionIcons';
