import { Image } from '@mantine/core';
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The otpauth:// URI as a QR code for authenticator apps (a GIF data URL, no network). */
export function OtpQrCode({ uri, label }: { uri: string; label: string }) {
  const source = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(uri);
    code.make();
    return code.createDataURL(4, 2);
  }, [uri]);
  return <Image src={source} alt={label} w={180} h={180} fit="contain" style={{ imageRendering: 'pixelated' }} />;
}
