/**
 * The shell's footer (docs/product-rules.md#shell): the notice on the published data, the legal pages opening
 * in a new tab, the social links and the copyright.
 */
import { ActionIcon, Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import { memo } from 'react';
import { iconSizes } from '../lib/iconSizes';
import { texts } from '../lib/texts';

const socialLinks = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: IconBrandLinkedin },
  { name: 'X', href: 'https://x.com/', Icon: IconBrandX },
  { name: 'YouTube', href: 'https://www.youtube.com/', Icon: IconBrandYoutube },
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: IconBrandInstagram },
] as const;

const legalLinks = [
  { to: '/legal-notice', label: texts.footer.legalNotice },
  { to: '/privacy-policy', label: texts.footer.privacyPolicy },
] as const;

export const Footer = memo(function Footer() {
  return (
    <Box component="footer" bg="brand.7" c="white" py="lg" data-inverse-focus>
      <Container size="xl">
        <Stack gap="sm">
          <Text size="sm">{texts.footer.notice}</Text>
          <Group justify="space-between" gap="sm">
            <Group gap="md">
              {legalLinks.map((link) => (
                <Anchor
                  key={link.to}
                  href={link.to}
                  target="_blank"
                  rel="noopener noreferrer"
                  c="white"
                  size="sm"
                  underline="always"
                >
                  {link.label}
                </Anchor>
              ))}
            </Group>
            <Group
              gap="xs"
              component="ul"
              aria-label={texts.footer.social}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {socialLinks.map(({ name, href, Icon }) => (
                <li key={name}>
                  <ActionIcon
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={name}
                    variant="transparent"
                    c="white"
                    size="lg"
                  >
                    <Icon size={iconSizes.md} aria-hidden="true" />
                  </ActionIcon>
                </li>
              ))}
            </Group>
          </Group>
          <Text size="sm">{texts.footer.copyright}</Text>
        </Stack>
      </Container>
    </Box>
  );
});
