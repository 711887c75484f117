import net from 'node:net'

/**
 * A fake SMTP server on a free port: it refuses the first `failures` messages with a temporary
 * error (451) and accepts the rest, keeping what it received.
 */
export const fakeSmtp = async (failures: number) => {
  const received: string[] = []
  let refuse = failures
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let buffer = ''
    let message: string[] | undefined
    socket.setEncoding('utf8')
    socket.on('error', () => undefined)
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (message) {
          if (line === '.') { received.push(message.join('\n')); message = undefined; socket.write('250 2.0.0 queued\r\n') }
          else message.push(line)
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'MAIL' && refuse > 0) { refuse--; socket.write('451 4.3.0 try again later\r\n') }
        else if (verb === 'DATA') { message = []; socket.write('354 go ahead\r\n') }
        else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write(`250 ${verb === 'EHLO' || verb === 'HELO' ? 'fake' : 'OK'}\r\n`)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    }),
  }
}
