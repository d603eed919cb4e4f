// /admin/staff (administrator only; issue 20 point 1, ADR 0031): the staff members with their roles,
// a form to add one (the administrator sets the first password and hands it over), and per member:
// change roles, set a new password, deactivate (their sessions end) or reactivate. The API refuses
// any change that would leave the store without an active administrator.
import { CreateStaffBody, UpdateStaffBody } from '@medsupply/contract';
import type { AdminStaffMember } from '@medsupply/contract';
import { STAFF_ROLES, STAFF_ROLE_LABELS, isStaffRole } from '@medsupply/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors, Resolver, UseFormRegisterReturn } from 'react-hook-form';

import { formatStoreDateTime } from '@/lib/format';
import { schemaResolver } from '@/lib/schema-resolver';

import { AdminPage } from '../components/admin-page';
import { AdminPanel, AdminTable, StatusPill } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { FilterBar, useListParams } from '../components/filter-bar';
import { Button, ErrorNotice, FormNotice, SelectField, TextField } from '../components/form';
import { useStaff } from '../components/staff-context';
import { useCreateStaff, useStaffList, useUpdateStaff } from './api';

const DEFAULTS = { q: '', status: 'all' } as const;

const roleLabel = (role: string) => (isStaffRole(role) ? STAFF_ROLE_LABELS[role] : role);

interface AddStaffValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  roles: string[];
}

interface EditStaffValues {
  password: string;
  roles: string[];
}

const EMPTY_STAFF: AddStaffValues = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  roles: [],
};

const newStaffOf = (values: AddStaffValues) => ({
  username: values.username.trim(),
  email: values.email.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  roles: values.roles.filter(isStaffRole),
  password: values.password,
});

const staffChangeOf = (values: EditStaffValues) => ({
  roles: values.roles.filter(isStaffRole),
  ...(values.password ? { password: values.password } : {}),
});

/** A role's problem ('roles.0') lands on the boxes as a whole. */
function withRolesFolded<T extends { roles: string[] }>(check: Resolver<T>): Resolver<T> {
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([name, error]) => [
        name.startsWith('roles.') ? 'roles' : name,
        error,
      ]),
    );
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<T> } : result;
  };
}

const addStaffResolver = withRolesFolded(schemaResolver<AddStaffValues>(CreateStaffBody, newStaffOf));
const editStaffResolver = withRolesFolded(schemaResolver<EditStaffValues>(UpdateStaffBody, staffChangeOf));

function RoleBoxes({
  legend,
  error,
  register,
}: {
  legend: string;
  error?: string;
  register: UseFormRegisterReturn<'roles'>;
}) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {STAFF_ROLES.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm text-navy-900">
            <input type="checkbox" value={role} className="size-4" {...register} />
            {STAFF_ROLE_LABELS[role]}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function AddStaffForm() {
  const create = useCreateStaff();
  const [created, setCreated] = useState<AdminStaffMember | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddStaffValues>({ defaultValues: EMPTY_STAFF, resolver: addStaffResolver });
  const submit = handleSubmit((values) => {
    create.mutate(newStaffOf(values), {
      onSuccess: (member) => {
        setCreated(member);
        reset(EMPTY_STAFF);
      },
    });
  });
  return (
    <AdminPanel title="Add a staff member">
      <form
        onSubmit={(event) => {
          setCreated(null);
          void submit(event);
        }}
        noValidate
        aria-label="Add a staff member"
        className="space-y-4"
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label="First name"
            required
            autoComplete="off"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            required
            autoComplete="off"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextField
            label="E-mail"
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Username"
            required
            autoComplete="off"
            hint="They sign in with it; no spaces."
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label="First password"
            type="password"
            required
            minLength={8}
            autoComplete="new-password"
            hint="At least 8 characters. Hand it over in person."
            error={errors.password?.message}
            {...register('password')}
          />
        </div>
        <RoleBoxes legend="Roles" error={errors.roles?.message} register={register('roles')} />
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditStaffValues>({
    defaultValues: { password: '', roles: [...member.roles] },
    resolver: editStaffResolver,
  });
  const submit = handleSubmit((values) => {
    update.mutate({ id: member.id, ...staffChangeOf(values) }, { onSuccess: () => setNotice('Saved.') });
  });
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
        onSubmit={(event) => {
          setNotice(null);
          void submit(event);
        }}
        noValidate
        aria-label={`Edit ${member.username}`}
        className="space-y-4"
      >
        <RoleBoxes legend="Roles" error={errors.roles?.message} register={register('roles')} />
        <TextField
          label="New password"
          type="password"
          minLength={8}
          optional
          autoComplete="new-password"
          hint="Leave blank to keep theirs. A new password signs them out everywhere."
          containerClassName="max-w-sm"
          error={errors.password?.message}
          {...register('password')}
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
      <FilterBar
        filters={filters}
        label="Find staff"
        onApply={(values) => setFilters(values)}
        onClear={() => setFilters({})}
      >
        {(field) => (
          <>
            <TextField
              {...field('q')}
              label="Name, username or e-mail"
              containerClassName="min-w-64 flex-1"
            />
            <SelectField {...field('status')} label="Status">
              <option value="all">Everyone</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </SelectField>
          </>
        )}
      </FilterBar>
      {member ? (
        <EditStaff
          key={`${member.id}-${member.roles.join()}`}
          member={member}
          onDone={() => setEditing(null)}
        />
      ) : null}
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
