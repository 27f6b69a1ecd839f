import { ActionIcon, Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandPaypal,
  IconBrandX,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { site, type SocialNetwork } from '@/config/site';
import { BrandLogo } from '@/shared/ui/brand-logo';

const socialIcons: Record<SocialNetwork, Icon> = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  X: IconBrandX,
  LinkedIn: IconBrandLinkedin,
};

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={8}>
      <Text fw={700} c="white" size="sm" tt="uppercase">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} c="brand.1" size="sm">
      {children}
    </Anchor>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="brand.9" c="brand.1" pt={48} pb="lg" mt="auto">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Box bg="white" p={6} style={{ borderRadius: 8, width: 'fit-content' }}>
              <BrandLogo compact />
            </Box>
            <Text size="sm">
              {site.tagline}. Cotiza, paga y rastrea tus envíos nacionales en un solo lugar.
            </Text>
          </Stack>

          <FooterColumn title="Empresa">
            <FooterLink to={Paths.about}>Quiénes somos</FooterLink>
            <FooterLink to={Paths.services}>Servicios</FooterLink>
            <FooterLink to={Paths.faq}>Preguntas frecuentes</FooterLink>
            <FooterLink to={Paths.terms}>Términos de servicio</FooterLink>
            <FooterLink to={Paths.privacy}>Aviso de privacidad</FooterLink>
          </FooterColumn>

          <FooterColumn title="Soporte">
            <FooterLink to={Paths.contact}>Contáctanos</FooterLink>
            <Anchor href={`mailto:${site.supportEmail}`} c="brand.1" size="sm">
              {site.supportEmail}
            </Anchor>
            <Text size="sm">{site.supportHours}</Text>
          </FooterColumn>

          <FooterColumn title="Síguenos">
            <Group gap="xs">
              {site.social.map(({ network, href }) => {
                const SocialIcon = socialIcons[network];
                return (
                  <ActionIcon
                    key={network}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    color="brand.1"
                    size="lg"
                    aria-label={network}
                  >
                    <SocialIcon size={20} />
                  </ActionIcon>
                );
              })}
            </Group>
            <Text fw={700} c="white" size="sm" tt="uppercase" mt="sm">
              Métodos de pago
            </Text>
            <Group gap={6} data-testid="payment-method">
              <IconBrandPaypal size={22} aria-hidden />
              <Text size="sm" fw={600} c="white">
                {site.paymentMethod}
              </Text>
            </Group>
          </FooterColumn>
        </SimpleGrid>

        <Divider my="lg" color="brand.7" />
        <Text size="xs" ta="center" data-testid="copyright">
          © {year} {site.name}. Todos los derechos reservados.
        </Text>
      </Container>
    </Box>
  );
}
