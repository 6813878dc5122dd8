// The Doctors section's sub-views, switched in place on its one route and kept in the URL
// (`?view=add`, `?view=update&id=7`), so a reload or a shared link opens the same view.

export const doctorsPath = '/admin-dashboard/doctors';

export type DoctorView =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'validate' }
  | { kind: 'update'; id: number }
  | { kind: 'verify'; id: number };

export function readDoctorView(params: URLSearchParams): DoctorView {
  const view = params.get('view');
  const id = Number(params.get('id'));
  if (view === 'add' || view === 'validate') return { kind: view };
  if ((view === 'update' || view === 'verify') && Number.isInteger(id) && id > 0) return { kind: view, id };
  return { kind: 'list' };
}

export const doctorViewPath = (view: Exclude<DoctorView, { kind: 'list' }>) =>
  'id' in view ? `${doctorsPath}?view=${view.kind}&id=${view.id}` : `${doctorsPath}?view=${view.kind}`;
