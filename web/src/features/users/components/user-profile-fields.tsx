import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';

export type ProfileField = 'firstName' | 'lastName' | 'phone' | 'email';

/** Nombre, Apellidos, Teléfono and Correo, common to the new-user and edit-user forms. */
export function UserProfileFields({ inputProps }: { inputProps: (field: ProfileField) => TextInputProps }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Nombre" required {...inputProps('firstName')} />
      <TextInput label="Apellidos" required {...inputProps('lastName')} />
      <TextInput label="Teléfono" type="tel" inputMode="numeric" required {...inputProps('phone')} />
      <TextInput label="Correo" type="email" required {...inputProps('email')} />
    </SimpleGrid>
  );
}
