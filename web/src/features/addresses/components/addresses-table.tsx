import { Table, Text } from '@mantine/core';
import type { SavedAddressDto } from '@envios/contracts';
import { AddressRowActions } from './address-row-actions';

export interface AddressListViewProps {
  addresses: SavedAddressDto[];
  onEdit: (address: SavedAddressDto) => void;
  onDelete: (address: SavedAddressDto) => void;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The saved addresses with the columns of section 2, on wider screens. */
export function AddressesTable({ addresses, onEdit, onDelete }: AddressListViewProps) {
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="addresses-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Teléfono</Table.Th>
            <Table.Th>Correo</Table.Th>
            <Table.Th>Dirección</Table.Th>
            <Table.Th>Referencia</Table.Th>
            <Table.Th>Colonia</Table.Th>
            <Table.Th>Ciudad</Table.Th>
            <Table.Th>Código postal</Table.Th>
            <Table.Th>País</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {addresses.map((address) => (
            <Table.Tr key={address._id} data-testid="address-row">
              <Table.Td>{address.name}</Table.Td>
              <Table.Td style={NO_WRAP}>{address.phone}</Table.Td>
              <Table.Td style={NO_WRAP}>{address.email}</Table.Td>
              <Table.Td>{address.address}</Table.Td>
              <Table.Td>
                {address.reference_of_origin ?? (
                  <Text span c="dimmed" size="sm">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{address.colony}</Table.Td>
              <Table.Td>{address.city}</Table.Td>
              <Table.Td>{address.postal_code}</Table.Td>
              <Table.Td>{address.country_code}</Table.Td>
              <Table.Td>
                <AddressRowActions address={address} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
