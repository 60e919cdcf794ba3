# Production image: the API serving the built web app. Configure with environment variables (README).
FROM node:24-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10
COPY . .
RUN CI=true pnpm install --frozen-lockfile && pnpm --filter @paydown/web build && pnpm --filter @paydown/api build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
EXPOSE 3000
WORKDIR /app/apps/api
CMD ["node", "dist/main.mjs"]
