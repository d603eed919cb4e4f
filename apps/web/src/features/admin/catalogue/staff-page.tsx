// /admin/staff (administrator only; issue 20 point 1, ADR 0031): the staff members with their roles,
// a form to add one (the administrator sets the first password and hands it over), and per member:
// change roles, set a new password, deactivate (their sessions end) or reactivate. The API refuses
// any change that would leave the store without an active administrator.
import type { AdminStaffMember } from '@medsupply/contract';
import { STAFF_ROLES, STAFF_ROLE_LABELS, isStaffRole } from '@medsupply/domain';
import type { StaffRole } from '@medsupply/domain';
import { useState } from 'react';
import type { SubmitEvent } from 'react';

import { formatStoreDateTime } from '@/lib/format';

import { AdminPage } from '../components/admin-page';
import { AdminPanel, AdminTable, StatusPill } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { FilterBar, useListParams } from '../components/filter-bar';
import { Button, ErrorNotice, FormNotice, SelectField, TextField } from '../components/form';
import { useStaff } from '../components/staff-context';
import { useCreateStaff, useStaffList, useUpdateStaff } from './api';
import { formText } from './form-text';

const DEFAULTS = { q: '', status: 'all' } as const;

const roleLabel = (role: string) => (isStaffRole(role) ? STAFF_ROLE_LABELS[role] : role);

function RoleBoxes({ selected, legend }: { selected: readonly string[]; legend: string }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {STAFF_ROLES.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm text-navy-900">
            <input
              type="checkbox"
              name="roles"
              value={role}
              defaultChecked={selected.includes(role)}
              className="size-4"
            />
            {STAFF_ROLE_LABELS[role]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const rolesOf = (data: FormData): StaffRole[] =>
  data
    .getAll('roles')
    .filter((v): v is string => typeof v === 'string')
    .filter(isStaffRole);

function AddStaffForm() {
  const create = useCreateStaff();
  const [created, setCreated] = useState<AdminStaffMember | null>(null);
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => formText(data, name).trim();
    setCreated(null);
    create.mutate(
      {
        username: text('username'),
        email: text('email'),
        firstName: text('firstName'),
        lastName: text('lastName'),
        roles: rolesOf(data),
        password: formText(data, 'password'),
      },
      {
        onSuccess: (member) => {
          setCreated(member);
          form.reset();
        },
      },
    );
  }
  return (
    <AdminPanel title="Add a staff member">
      <form onSubmit={submit} aria-label="Add a staff member" className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <TextField label="First name" name="firstName" required autoComplete="off" />
          <TextField label="Last name" name="lastName" required autoComplete="off" />
          <TextField label="E-mail" name="email" type="email" required autoComplete="off" />
          <TextField
            label="Username"
            name="username"
            required
            autoComplete="off"
            hint="They sign in with it; no spaces."
          />
          <TextField
            label="First password"
            name="password"
            type="password"
            required
            minLength={8}
            autoComplete="new-password"
            hint="At least 8 characters. Hand it over in person."
          />
        </div>
        <RoleBoxes selected={[]} legend="Roles" />
        <Button type="submit" disabled={create.isPending}>
          Add staff member
        </Button>
        <ErrorNotice error={create.error} />
        {created ? (
          <FormNotice tone="success">
            {created.firstName} {created.lastName} can now sign in at /admin as {created.username}.
          </FormNotice>
        ) : null}
      </form>
    </AdminPanel>
  );
}

function EditStaff({ member, onDone }: { member: AdminStaffMember; onDone: () => void }) {
  const update = useUpdateStaff();
  const me = useStaff();
  const [notice, setNotice] = useState<string | null>(null);
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = formText(data, 'password');
    setNotice(null);
    update.mutate(
      { id: member.id, roles: rolesOf(data), ...(password ? { password } : {}) },
      { onSuccess: () => setNotice('Saved.') },
    );
  }
  const toggle = () =>
    update.mutate(
      { id: member.id, isActive: !member.isActive },
      {
        onSuccess: () =>
          setNotice(member.isActive ? 'Deactivated: their sessions have ended.' : 'Reactivated.'),
      },
    );
  return (
    <AdminPanel
      title={`${member.firstName} ${member.lastName}`}
      actions={
        <Button size="sm" variant="ghost" onClick={onDone}>
          Close
        </Button>
      }
    >
      <form
        onSubmit={submit}
        aria-label={`Edit ${member.username}`}
        className="space-y-4"
        key={member.roles.join()}
      >
        <RoleBoxes selected={member.roles} legend="Roles" />
        <TextField
          label="New password"
          name="password"
          type="password"
          minLength={8}
          optional
          autoComplete="new-password"
          hint="Leave blank to keep theirs. A new password signs them out everywhere."
          containerClassName="max-w-sm"
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={update.isPending}>
            Save roles and password
          </Button>
          <Button type="button" variant="outline" onClick={toggle} disabled={update.isPending}>
            {member.isActive ? (member.id === me.id ? 'Deactivate my account' : 'Deactivate') : 'Reactivate'}
          </Button>
        </div>
        <ErrorNotice error={update.error} />
        {notice ? <FormNotice tone="success">{notice}</FormNotice> : null}
      </form>
    </AdminPanel>
  );
}

export function StaffPage() {
  const { filters, page, setFilters, setPage } = useListParams(DEFAULTS);
  const list = useStaffList({ ...filters, page, limit: 50 });
  const [editing, setEditing] = useState<number | null>(null);
  const member = list.data?.results.find((m) => m.id === editing) ?? null;
  const columns: AdminColumn<AdminStaffMember>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (m) => (
        <span>
          <span className="font-semibold text-navy-900">
            {m.firstName} {m.lastName}
          </span>
          <span className="block text-xs text-slate-600">{m.username}</span>
        </span>
      ),
    },
    { key: 'roles', header: 'Roles', cell: (m) => m.roles.map(roleLabel).join(', ') },
    {
      key: 'status',
      header: 'Status',
      cell: (m) =>
        m.isActive ? (
          <StatusPill tone="green">Active</StatusPill>
        ) : (
          <StatusPill tone="grey">Inactive</StatusPill>
        ),
    },
    {
      key: 'last',
      header: 'Last sign-in',
      cell: (m) =>
        m.lastLoginAt ? formatStoreDateTime(m.lastLoginAt) : <span className="text-slate-500">Never</span>,
    },
    {
      key: 'edit',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (m) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Edit ${m.username}`}
          onClick={() => setEditing(m.id)}
        >
          Edit
        </Button>
      ),
    },
  ];
  return (
    <AdminPage
      title="Staff"
      area="staff"
      description="Who may sign in to the back office, and what their roles open."
    >
      <FilterBar label="Find staff" onApply={(values) => setFilters(values)} onClear={() => setFilters({})}>
        <TextField
          name="q"
          label="Name, username or e-mail"
          defaultValue={filters.q}
          containerClassName="min-w-64 flex-1"
          key={`q-${filters.q}`}
        />
        <SelectField name="status" label="Status" defaultValue={filters.status} key={`s-${filters.status}`}>
          <option value="all">Everyone</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </SelectField>
      </FilterBar>
      {member ? <EditStaff member={member} onDone={() => setEditing(null)} /> : null}
      <AdminTable
        caption="Staff members"
        columns={columns}
        rows={list.data?.results}
        rowKey={(m) => m.id}
        loading={list.isPending}
        error={list.error}
        what="staff members"
        onRetry={() => void list.refetch()}
        empty="No staff member matches."
        paging={
          list.data
            ? {
                page: list.data.page,
                pages: list.data.pages,
                total: list.data.total,
                noun: 'staff members',
                onPage: setPage,
              }
            : undefined
        }
      />
      <AddStaffForm />
    </AdminPage>
  );
}
